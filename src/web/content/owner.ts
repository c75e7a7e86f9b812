// The owner profile shown on /about. Fictional person and shop, made for this project.
import { shop, type ShopContact } from './shop.ts';

export interface OwnerProfile {
  name: string;
  role: string;
  photo: { src: string; alt: string; width: number; height: number };
  bio: string[];
  story: { heading: string; paragraphs: string[] };
  values: { title: string; text: string }[];
  shop: ShopContact;
}

export const owner: OwnerProfile = {
  name: 'Farhana Rahman',
  role: 'Founder and owner, Circuit Haat',
  photo: {
    src: '/owner.svg',
    alt: 'Illustrated portrait of Farhana Rahman, the owner of Circuit Haat, smiling in a teal kameez',
    width: 480,
    height: 480,
  },
  bio: [
    'Farhana studied electrical and electronic engineering in Dhaka and spent six years fixing laptops and building office PCs for small businesses before opening her own counter.',
    'She still checks every custom build on the test bench herself, and she answers most of the shop’s Facebook messages in the evening, in Bangla or English.',
  ],
  story: {
    heading: 'How Circuit Haat started',
    paragraphs: [
      'Circuit Haat began in 2016 as a two-metre counter at BCS Computer City in Agargaon, selling RAM sticks, hard drives and power supplies to students who were building their first PCs. A “haat” is a village market, and that was the idea: a place where anyone can walk in, ask questions and get a fair price without being rushed.',
      'Customers kept asking the same things: will this processor fit my board, is this power supply enough, why does my PC restart when the electricity flickers? So the shop started testing parts together before they left the counter, and writing down the answers. Those notes became our buying guides.',
      'Today the shop sells parts from authorised Bangladeshi distributors with their local warranty, ships across the country, and builds and tests complete PCs for gamers, students, designers and offices. The counter is bigger now, but the rule is the same: explain the choice, show the price in Tk, and stand behind what we sell.',
    ],
  },
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
  shop,
};
