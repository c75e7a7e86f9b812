import { DEFAULT_FOOTER_TAGLINE, DEFAULT_SHOP_NAME, STATS } from './constants.ts';
import { HOME_HERO_IMAGE } from './responsive-images.ts';
import type { ShopOwner, ShopSettings } from './schemas/shop-settings.ts';

// What a new shop shows until its owner changes it in the dashboard's Settings: the
// demo shop's own words and pictures (a fictional person and shop, made for this
// project). The pictures are drawings shipped with the web app, with no text in them.

// The demo's owner profile is always there (a shop's own may be none: null).
export const DEFAULT_SHOP_SETTINGS: ShopSettings & { owner: ShopOwner } = {
  name: DEFAULT_SHOP_NAME,
  logo: '',
  phone: '+880 1711-555010',
  email: 'hello@circuithaat.com.bd',
  address: [
    'Shop 512, Level 5, BCS Computer City',
    'IDB Bhaban, Agargaon',
    'Dhaka 1207, Bangladesh',
  ],
  hours: 'Open 10 am to 8 pm, closed Tuesdays',
  tagline: DEFAULT_FOOTER_TAGLINE,
  social: {
    facebook: 'https://www.facebook.com/circuithaat',
    youtube: 'https://www.youtube.com/@circuithaat',
    instagram: 'https://www.instagram.com/circuithaat',
    linkedin: 'https://www.linkedin.com/company/circuithaat',
  },
  // Unset: pages show no WhatsApp or Messenger link until the owner gives them.
  whatsapp: '',
  messenger: '',
  owner: {
    name: 'Farhana Rahman',
    role: 'Founder and owner, Circuit Haat',
    photo: '/owner.svg',
    photoAlt:
      'Illustrated portrait of Farhana Rahman, the owner of Circuit Haat, smiling in a teal kameez',
    bio: [
      'Farhana studied electrical and electronic engineering in Dhaka and spent six years fixing laptops and building office PCs for small businesses before opening her own counter.',
      'She still checks every custom build on the test bench herself, and she answers most of the shop’s Facebook messages in the evening, in Bangla or English.',
    ],
    storyHeading: 'How Circuit Haat started',
    story: [
      'Circuit Haat began in 2016 as a two-metre counter at BCS Computer City in Agargaon, selling RAM sticks, hard drives and power supplies to students who were building their first PCs. A “haat” is a village market, and that was the idea: a place where anyone can walk in, ask questions and get a fair price without being rushed.',
      'Customers kept asking the same things: will this processor fit my board, is this power supply enough, why does my PC restart when the electricity flickers? So the shop started testing parts together before they left the counter, and writing down the answers. Those notes became our buying guides.',
      'Today the shop sells parts from authorised Bangladeshi distributors with their local warranty, ships across the country, and builds and tests complete PCs for gamers, students, designers and offices. The counter is bigger now, but the rule is the same: explain the choice, show the price in Tk, and stand behind what we sell.',
    ],
    values: [
      {
        title: 'Clear prices',
        text: 'Every price is shown in Tk, with the warranty that comes with it. No surprises at the counter.',
      },
      {
        title: 'Tested before it leaves',
        text: 'Builds are assembled, updated and stress-tested on our bench before delivery.',
      },
      {
        title: 'Real warranty support',
        text: 'We handle warranty claims with the distributor for you, so you are not sent from office to office.',
      },
    ],
  },
  slides: [
    {
      image: HOME_HERO_IMAGE,
      imageAlt: 'A PC case with a glass side panel and glowing blue fans',
      heading: 'Build your next PC with parts you can trust',
      text: 'Processors, graphics cards, memory and more from authorised distributors, with local warranty and clear prices in Tk.',
      linkLabel: 'Shop all parts',
      link: '/products',
    },
    {
      image: '/slides/graphics.svg',
      imageAlt: 'A graphics card with three fans seen from the front',
      heading: 'Graphics cards for gaming and creative work',
      text: 'From 1080p esports to 4K editing: compare cards side by side and pick the one your power supply can feed.',
      linkLabel: 'Browse graphics cards',
      link: '/products?category=gpu',
    },
    {
      image: '/slides/storage.svg',
      imageAlt: 'An M.2 NVMe solid state drive on a circuit board',
      heading: 'Fast NVMe storage, ready to ship',
      text: 'Boot in seconds and load games faster. SSDs and hard drives in stock in Dhaka, delivered across Bangladesh.',
      linkLabel: 'See storage',
      link: '/products?category=storage',
    },
    {
      image: '/slides/guides.svg',
      imageAlt: 'A processor about to be placed into a motherboard socket',
      heading: 'Not sure what fits? Read our buying guides',
      text: 'Sockets, wattage, NVMe: short answers to the questions we hear at the counter every day.',
      linkLabel: 'Read the guides',
      link: '/blogs',
    },
  ],
  stats: [
    {
      value: STATS.countries,
      label: 'Countries',
      detail: 'where the brands we stock are made and shipped from',
    },
    {
      value: STATS.projects,
      label: 'Projects',
      detail: 'custom builds and office setups delivered',
    },
    {
      value: STATS.clients,
      label: 'Clients',
      detail: 'gamers, students, studios and offices served',
    },
    {
      value: STATS.feedback,
      label: 'Feedback',
      detail: 'reviews and suggestions from our customers',
    },
  ],
};
