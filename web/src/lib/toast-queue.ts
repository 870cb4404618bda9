// Loaded with the first toast (lib/show-toast.ts) or the idle-loaded toast region, whichever comes first.
export { toast } from '@hearth/design-system';
