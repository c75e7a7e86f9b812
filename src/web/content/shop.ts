// The shop's address and contact, shown in every page's footer and on /about. Kept
// apart from the owner's profile so the footer does not carry the whole /about text.

export interface ShopContact {
  name: string;
  addressLines: string[];
  hours: string;
  phone: string;
  email: string;
}

export const shop: ShopContact = {
  name: 'Circuit Haat',
  addressLines: [
    'Shop 512, Level 5, BCS Computer City',
    'IDB Bhaban, Agargaon',
    'Dhaka 1207, Bangladesh',
  ],
  hours: 'Open 10 am to 8 pm, closed Tuesdays',
  phone: '+880 1711-555010',
  email: 'hello@circuithaat.com.bd',
};
