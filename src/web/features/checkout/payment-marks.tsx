// Simple marks drawn for the payment choices (not the gateways' own logos).

export function BkashMark() {
  return (
    <svg viewBox="0 0 48 28" className="h-7 w-12 shrink-0" role="img" aria-label="bKash">
      <rect width="48" height="28" rx="6" fill="#e2136e" />
      <text x="24" y="18.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
        bKash
      </text>
    </svg>
  );
}

export function CardMark() {
  return (
    <svg viewBox="0 0 48 28" className="h-7 w-12 shrink-0" role="img" aria-label="Card">
      <rect width="48" height="28" rx="6" fill="#1d4ed8" />
      <rect x="6" y="7" width="10" height="7" rx="1.5" fill="#facc15" />
      <rect x="6" y="18" width="36" height="3" rx="1.5" fill="#bfdbfe" />
    </svg>
  );
}

export function CashMark() {
  return (
    <svg viewBox="0 0 48 28" className="h-7 w-12 shrink-0" role="img" aria-label="Cash">
      <rect width="48" height="28" rx="6" fill="#15803d" />
      <circle cx="24" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="2" />
      <text x="24" y="18" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
        ৳
      </text>
    </svg>
  );
}
