import { toast } from 'react-toastify';
import { requestToasts } from './toast-host.ts';

// Code that raises toasts imports `toast` from here: loading this module mounts
// the container, and react-toastify queues any toast raised before it mounts.
requestToasts();

export { toast };
