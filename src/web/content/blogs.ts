// The three static question-and-answer articles of /blogs (docs/product.md#blogs).
export interface BlogArticle {
  slug: string;
  question: string;
  /** One line shown under the question. */
  summary: string;
  readingMinutes: number;
  answer: string[];
  /** The take-away, shown as a short checklist after the answer. */
  checklist: string[];
}

export const blogArticles: BlogArticle[] = [
  {
    slug: 'cpu-and-motherboard',
    question: 'How do I choose a CPU and motherboard that work together?',
    summary:
      'Socket first, then chipset, memory type and BIOS. Get those four right and the rest is budget.',
    readingMinutes: 4,
    answer: [
      'Start with the socket, because nothing else matters if the processor does not physically fit. Today that means AMD AM5 for Ryzen 7000 and 9000 processors, AMD AM4 for the older but still excellent Ryzen 5000 series, Intel LGA1700 for 12th, 13th and 14th generation Core chips, and Intel LGA1851 for the Core Ultra 200S series. The socket is printed on every board’s box and on every product page in our shop.',
      'Next, pick the chipset for the features you will actually use. On AMD, a B650 board is the sensible choice for most builds, while X670 and X870 add more PCIe lanes and USB ports for people who need them. On Intel, only Z-series boards (Z790, Z890) let you overclock a “K” processor; if you are buying a Core i5 14400F or similar, a B760 board saves money with no loss in speed. A cheaper chipset is fine, but do not put a high-end Core i9 or Ryzen 9 on the cheapest board: weak power delivery (the VRM) makes the processor throttle under load, especially in a warm Dhaka room without air conditioning.',
      'Check the memory type. AM5 and LGA1851 boards take DDR5 only. LGA1700 boards come in two versions, DDR4 or DDR5, and the model name usually says which (a “D4” in the name means DDR4). AM4 boards use DDR4. Reusing DDR4 from an old PC can make an LGA1700 build noticeably cheaper, but you cannot move to DDR5 later without changing the board.',
      'Then the BIOS. A board made before a processor launched may need a BIOS update to recognise it, for example some B450 and B550 boards with Ryzen 5000 chips. Many newer boards have a “BIOS Flashback” button that updates without a processor fitted. If you buy the pair from us, we update and test it on the bench before you take it home, free of charge.',
      'Finally, size and budget. ATX, micro-ATX and mini-ITX boards need a case that fits them, and smaller boards have fewer slots. For a balanced gaming or office PC in Bangladesh, spending roughly as much on the motherboard as on a mid-range processor is a good rule; keep the box and invoice, because the distributor will ask for them for a warranty claim.',
    ],
    checklist: [
      'Same socket on processor and board',
      'A chipset that fits your plans (overclocking needs Intel Z-series)',
      'DDR4 or DDR5, matching the board',
      'BIOS new enough for the processor',
      'A case that fits the board size',
    ],
  },
  {
    slug: 'power-supply-wattage',
    question: 'How much power supply do I need?',
    summary:
      'Add up the parts, leave 30 to 40% headroom, and spend on quality rather than on a big number on the label.',
    readingMinutes: 4,
    answer: [
      'Add up what your parts draw at full load. The graphics card is usually the biggest: an RTX 4060 draws about 115 W, an RTX 4070 Super about 220 W, and an RTX 4080 Super around 320 W. A mid-range processor such as a Ryzen 5 7600 or Core i5 14400F draws 65 to 150 W under load; a Core i9 can pass 250 W. Add around 50 to 75 W for the motherboard, memory, drives and fans.',
      'Then leave headroom of 30 to 40% on top. Modern graphics cards have short power spikes well above their rated figure, and a power supply that runs at half to two thirds of its rating is quieter, cooler and more efficient. In practice: a Ryzen 5 or Core i5 with an RTX 4060 is comfortable on a good 550 W unit, a Core i7 with an RTX 4070 Super wants 650 to 750 W, and an RTX 4080 or 4090 build needs 850 to 1000 W, ideally an ATX 3.0 or 3.1 unit with the native 12V-2x6 cable.',
      'Quality matters more than the number on the label. A “600 W” unit that comes free with a cheap case may deliver far less, and without proper protection circuits (over-voltage, under-voltage, over-current, short-circuit and over-temperature) it can take the motherboard or graphics card with it when it fails. Look for an 80 Plus Bronze or better rating from a known brand and a warranty of at least three years; a good power supply will outlive two or three upgrades.',
      'In Bangladesh, think about the electricity too. Load-shedding and voltage swings are hard on a PC. Pair the power supply with a UPS that has automatic voltage regulation, and prefer a pure sine wave UPS: power supplies with active PFC, which is nearly all good ones, can switch off when a cheap square-wave UPS takes over during a power cut. To size the UPS, divide your PC’s full-load wattage by about 0.6 to get the VA rating, and add the monitor.',
    ],
    checklist: [
      'Sum of parts at full load, plus 30 to 40%',
      '80 Plus Bronze or better, from a known brand',
      'Full protection circuits and a 3+ year warranty',
      'A pure sine wave UPS with voltage regulation',
    ],
  },
  {
    slug: 'ssd-hdd-nvme',
    question: 'SSD or HDD, and does NVMe matter?',
    summary:
      'Put Windows and your games on an SSD, keep a hard drive for bulk files and backups, and pick NVMe when the board allows it.',
    readingMinutes: 3,
    answer: [
      'Every new PC should boot from a solid state drive. Compared with a hard drive, an SSD starts Windows in seconds, opens programs almost instantly and makes an older PC feel new. Hard drives still make sense for bulk storage: photos, videos, project archives and backups, where the low price per terabyte matters more than speed.',
      'NVMe is the faster kind of SSD. A SATA SSD tops out around 550 MB/s, a PCIe 3.0 NVMe drive reaches about 3,500 MB/s, PCIe 4.0 around 7,000 MB/s and PCIe 5.0 more than 10,000 MB/s. For everyday use and gaming, the difference between SATA and NVMe is smaller than those numbers suggest, a few seconds on a game’s loading screen, but for video editing and large file copies NVMe is clearly faster. Since NVMe drives now cost about the same as SATA ones in Tk, pick NVMe whenever your motherboard or laptop has an M.2 slot that supports it; some older boards and laptops only accept M.2 SATA drives, so check the manual or ask us.',
      'Beyond speed, look at capacity, endurance and warranty. 500 GB is the minimum for Windows and a few programs; 1 TB is the sweet spot for gamers, since many games take 100 GB or more. Drives with a DRAM cache and TLC memory keep their speed during long writes better than budget QLC drives. The endurance rating (TBW) and a three to five year warranty from the local distributor tell you how confident the maker is.',
      'One last thing: SSDs usually fail without warning, and sudden power cuts during a write can corrupt data. Keep a backup on a hard drive or in the cloud, and keep the PC on a UPS so it can shut down cleanly when the electricity goes.',
    ],
    checklist: [
      'SSD for Windows, programs and games',
      'NVMe if the M.2 slot supports it',
      '1 TB is the sweet spot for gaming',
      'A hard drive or cloud for backups',
    ],
  },
];
