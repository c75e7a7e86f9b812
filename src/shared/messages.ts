// Every user-facing string of the shop verbatim (docs/product.md#messages),
// typos included, so a shop owner edits one file. Messages the shop's original
// word list did not give are ours and are marked as such.
export const messages = {
  validation: {
    emailRequired: 'Email is Required',
    emailInvalid: 'Provide a valid Email',
    passwordRequired: 'Password is Required',
    passwordTooShort: 'Must be 6 characaters or longer',
    nameRequired: 'Name is Required',
    productNameRequired: 'Product Name is Required',
    productDetailsRequired: 'Product Details is Required',
    // ours
    addressRequired: 'Address is Required',
    phoneRequired: 'Phone is Required',
    phoneInvalid: 'Provide a Bangladeshi mobile number, like 01712345678',
  },
  order: {
    failure: 'Opps! Yor Order are not Plased. try again Please',
    success: (name: string) => `hello ${name}. Thanks for choising Our Product`,
    // ours
    outOfStock: 'Sorry, this product is out of stock.',
  },
  review: {
    failure: 'Opps! Yor Review are not send please try again',
    success: 'Thanks for Giving Review',
  },
  admin: {
    makeAdminFailed: 'Failed to Make an admin',
    makeAdminDone: 'Admin has created',
    userDeleted: 'User is deleted.',
  },
  product: {
    pleaseWait: 'Please Wait for Updated',
    added: 'Products added successfully',
  },
  auth: {
    noUser: 'No user is logged in',
  },
} as const;

/** Toasts close themselves after this long (docs/product.md#constants). */
export const TOAST_AUTO_CLOSE_MS = 5000;
