import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { stockAlertRoutes } from '../../shared/api/routes/stock-alerts.ts';
import { STOCK_ALERT_CONTACT_MESSAGE } from '../../shared/schemas/stock-alert.ts';
import { TextField } from './form-field.tsx';
import { Spinner } from './spinner.tsx';
import { apiCall } from '../lib/api-client.ts';
import { useSession } from '../lib/use-session.ts';

/** An email has an @; anything else is read as a mobile number by the server's phone rule. */
const contactOf = (text: string) =>
  text.includes('@') ? { email: text.trim() } : { phone: text.trim() };

/**
 * "Notify me" where Buy and Cart would be, on a product that cannot be ordered now
 * (docs/product.md#back-in-stock-alerts): a mobile number or an email, signed in or not; a
 * signed-in shopper finds their email filled in. One SMS or mail comes when it is back.
 */
export function NotifyMeForm({ product }: { product: { _id: string; name: string } }) {
  const session = useSession();
  const [typed, setTyped] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  // SMS first: most shoppers read their texts before their mail.
  const contact = typed ?? session.user?.phone ?? session.user?.email ?? '';
  const request = useMutation({
    mutationFn: (text: string) =>
      apiCall(stockAlertRoutes.create, { params: { id: product._id }, body: contactOf(text) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Nothing typed is told here; a number or email the shop cannot read, by the server.
    setEmpty(contact.trim() === '');
    if (contact.trim() !== '') request.mutate(contact);
  }

  if (request.isSuccess) {
    return (
      <p role="status" id="notify-me" className="alert alert-success alert-soft">
        {`Thank you: we will ${request.variables.includes('@') ? 'mail' : 'text'} ${request.variables.trim()} once when ${product.name} is back.`}
      </p>
    );
  }
  const fieldError = empty ? STOCK_ALERT_CONTACT_MESSAGE : request.error?.message;
  return (
    <form
      id="notify-me"
      onSubmit={submit}
      noValidate
      aria-label={`Notify me when ${product.name} is back`}
      className="space-y-2 rounded-box border border-base-300 bg-base-200/50 p-3"
    >
      <TextField
        label="Notify me when it is back"
        name="contact"
        type="text"
        inputMode="email"
        autoComplete="email"
        placeholder="01XXXXXXXXX or you@example.com"
        hint="Your mobile number or email: one SMS or mail, no more."
        value={contact}
        onChange={(event) => setTyped(event.target.value)}
        required
        error={fieldError}
      />
      <button
        type="submit"
        className="btn btn-primary min-h-11 w-full sm:w-auto"
        disabled={request.isPending}
      >
        {request.isPending ? <Spinner size="sm" label="Sending" /> : null}
        Notify me
      </button>
    </form>
  );
}
