/** A review of the demo catalogue; `productName` is a product's exact name in the catalogue. */
export interface DemoReview {
  productName: string;
  userName: string;
  email: string;
  phone: string;
  comment: string;
  rating: number;
  /** When it was posted, Dhaka time; after the catalogue's own dates. */
  postedAt: string;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    productName: 'AMD Ryzen 7 7800X3D',
    userName: 'Tanvir Ahmed',
    email: 'tanvir.ahmed93@gmail.com',
    phone: '01712458309',
    comment:
      'Paired it with a B650 board and DDR5-6000. Frame rates in Valorant and Cyberpunk went way up compared to my old 5600X, and it stays in the low 70s with a 240 mm AIO. Delivery to Mirpur took two days.',
    rating: 5,
    postedAt: '2025-09-14T21:10:00+06:00',
  },
  {
    productName: 'GIGABYTE GeForce RTX 4070 SUPER WINDFORCE OC 12G',
    userName: 'Nusrat Jahan',
    email: 'nusrat.jahan.dhk@gmail.com',
    phone: '01819274536',
    comment:
      'Runs everything I play at 1440p high with DLSS on. Quieter than I expected under load. The box was sealed and the warranty card was inside.',
    rating: 5,
    postedAt: '2025-09-22T19:45:00+06:00',
  },
  {
    productName: 'MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC',
    userName: 'Rakibul Hasan',
    email: 'rakib.hasan@yahoo.com',
    phone: '01534861207',
    comment:
      'Great for 1080p and it fit my small case easily. Only 8 GB of VRAM though, I had to lower textures in a couple of new games.',
    rating: 4,
    postedAt: '2025-10-03T23:05:00+06:00',
  },
  {
    productName: 'Samsung 990 PRO 1TB PCIe 4.0 NVMe SSD',
    userName: 'Farhana Akter',
    email: 'farhana.akter@outlook.com',
    phone: '01911603748',
    comment:
      'Windows boots in seconds. CrystalDiskMark shows close to the advertised speeds and Samsung Magician recognises it as genuine.',
    rating: 5,
    postedAt: '2025-10-09T14:30:00+06:00',
  },
  {
    productName: 'MSI MAG 274QRF QD E2 27" 180Hz',
    userName: 'Sabbir Hossain',
    email: 'sabbir.hossain21@gmail.com',
    phone: '01675392014',
    comment:
      'Colours are excellent and 180 Hz feels very smooth. There is a little IPS glow in the corners in a dark room, nothing serious.',
    rating: 4,
    postedAt: '2025-10-18T22:15:00+06:00',
  },
  {
    productName: 'AMD Ryzen 5 7600',
    userName: 'Mehedi Hasan',
    email: 'mehedi.hasan.ctg@gmail.com',
    phone: '01813047562',
    comment:
      'Best value CPU right now. The box cooler is fine for gaming but gets loud during long renders, so I will add a tower cooler later.',
    rating: 5,
    postedAt: '2025-10-27T20:40:00+06:00',
  },
  {
    productName: 'DeepCool AK400',
    userName: 'Ayesha Siddiqua',
    email: 'ayesha.siddiqua@gmail.com',
    phone: '01720586413',
    comment:
      'Dropped my CPU temperature by about 15 degrees compared to the stock cooler. Mounting on AM5 was easy, but the printed manual is tiny.',
    rating: 4,
    postedAt: '2025-11-05T18:20:00+06:00',
  },
  {
    productName: 'Corsair RM850e 850W 80 PLUS Gold ATX 3.0',
    userName: 'Shahriar Rahman',
    email: 'shahriar.rahman@gmail.com',
    phone: '01309715246',
    comment:
      'Fully modular cables made my build much cleaner and it is silent while gaming. I run it behind an online UPS because of load shedding, no problems so far.',
    rating: 5,
    postedAt: '2025-11-16T21:55:00+06:00',
  },
  {
    productName: 'Lian Li LANCOOL 216 RGB',
    userName: 'Jannatul Ferdous',
    email: 'jannatul.ferdous@yahoo.com',
    phone: '01798264031',
    comment:
      'Airflow is great and the big front fans are quiet. The case is bigger than it looks in photos, measure your desk first.',
    rating: 4,
    postedAt: '2025-11-28T16:05:00+06:00',
  },
  {
    productName: 'Kingston NV3 500GB PCIe 4.0 NVMe SSD',
    userName: 'Arif Chowdhury',
    email: 'arif.chowdhury@gmail.com',
    phone: '01556128490',
    comment:
      'Fast for the price, but it slows down when copying big files and 500 GB filled up quickly. Fine as a boot drive only.',
    rating: 3,
    postedAt: '2025-12-06T13:35:00+06:00',
  },
  {
    productName: 'ASUS TUF Gaming VG249Q3A 24" 180Hz',
    userName: 'Sumaiya Islam',
    email: 'sumaiya.islam@gmail.com',
    phone: '01629470385',
    comment:
      'A good 1080p monitor for my RTX 4060 build and the colours look accurate. The stand only tilts, so I bought a separate arm.',
    rating: 4,
    postedAt: '2025-12-15T20:25:00+06:00',
  },
  {
    productName: 'Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL30',
    userName: 'Nazmul Huda',
    email: 'nazmul.huda@outlook.com',
    phone: '01406953817',
    comment:
      'EXPO worked on the first try on my B650M board and it has been stable at 6000 CL30. Memory training on first boot took a couple of minutes, which is normal for DDR5.',
    rating: 5,
    postedAt: '2025-12-29T22:50:00+06:00',
  },
  {
    productName: 'Seagate BarraCuda 2TB 3.5" Hard Drive',
    userName: 'Rumana Afroz',
    email: 'rumana.afroz@gmail.com',
    phone: '01872315604',
    comment:
      'Does the job for storing photos and videos, but it is audible when seeking. I expected that from a hard disk.',
    rating: 3,
    postedAt: '2026-01-08T11:15:00+06:00',
  },
  {
    productName: 'MSI PRO B650M-A WIFI',
    userName: 'Tahmid Rahman',
    email: 'tahmid.rahman@gmail.com',
    phone: '01915847260',
    comment:
      'The BIOS already supported my Ryzen 5 7600 out of the box and the Wi-Fi is solid. The manual could explain the front panel pins better.',
    rating: 4,
    postedAt: '2026-01-17T19:00:00+06:00',
  },
];
