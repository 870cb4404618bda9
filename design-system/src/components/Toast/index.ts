export { Toaster } from './Toast';
export { bottomInset as toastBottomInset } from './Toast.css';
export type { ToasterProps } from './Toast';
export {
  toast,
  toastQueue,
  createToastQueue,
  addToast,
  TOAST_LIMIT,
  TOAST_TIMEOUT_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_HOTKEY,
  TOAST_MAX_WIDTH_PX,
} from './toastQueue';
export type { ToastContent, ToastOptions, ToastVariant, HearthToastQueue } from './toastQueue';
