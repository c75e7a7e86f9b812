import { paths } from '../../shared/paths.ts';
import { HOME_HERO_IMAGE } from '../../shared/responsive-images.ts';

// The home carousel's four slides (docs/product.md#home, CAROUSEL_SLIDE_COUNT). The images are
// SVG drawings made for this project, with no text in them: all words are HTML.
export interface Slide {
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: { src: string; alt: string; width: number; height: number };
}

const size = { width: 960, height: 640 };

export const slides: Slide[] = [
  {
    title: 'Build your next PC with parts you can trust',
    text: 'Processors, graphics cards, memory and more from authorised distributors, with local warranty and clear prices in Tk.',
    cta: { label: 'Shop all parts', to: paths.products },
    image: {
      // The server preloads this one: it is the home page's largest paint.
      src: HOME_HERO_IMAGE,
      alt: 'A PC case with a glass side panel and glowing blue fans',
      ...size,
    },
  },
  {
    title: 'Graphics cards for gaming and creative work',
    text: 'From 1080p esports to 4K editing: compare cards side by side and pick the one your power supply can feed.',
    cta: { label: 'Browse graphics cards', to: `${paths.products}?category=gpu` },
    image: {
      src: '/slides/graphics.svg',
      alt: 'A graphics card with three fans seen from the front',
      ...size,
    },
  },
  {
    title: 'Fast NVMe storage, ready to ship',
    text: 'Boot in seconds and load games faster. SSDs and hard drives in stock in Dhaka, delivered across Bangladesh.',
    cta: { label: 'See storage', to: `${paths.products}?category=storage` },
    image: {
      src: '/slides/storage.svg',
      alt: 'An M.2 NVMe solid state drive on a circuit board',
      ...size,
    },
  },
  {
    title: 'Not sure what fits? Read our buying guides',
    text: 'Sockets, wattage, NVMe: short answers to the questions we hear at the counter every day.',
    cta: { label: 'Read the guides', to: paths.blogs },
    image: {
      src: '/slides/guides.svg',
      alt: 'A processor about to be placed into a motherboard socket',
      ...size,
    },
  },
];
