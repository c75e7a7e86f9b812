import { Spinner } from '../../../components/spinner.tsx';

/** Where a sent file is: going up (a share of its bytes), then in the shop's hands. */
export function UploadProgress({ sent, working }: { sent: number; working: string }) {
  if (sent < 1) {
    const percent = Math.round(sent * 100);
    return (
      <div className="space-y-1" data-testid="upload-progress">
        <progress
          className="progress progress-primary w-full max-w-md"
          value={percent}
          max={100}
          aria-label="Upload"
        />
        <p className="text-sm">Uploading… {percent}%</p>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2" data-testid="upload-progress">
      <Spinner size="sm" label={working} />
      {working}
    </p>
  );
}
