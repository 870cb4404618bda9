import type { Role } from '@hearth/api/contracts/roles';

export interface ProfileData {
  id: number;
  email: string;
  name: string | null;
  role: Role;
  whatsapp: string | null;
  phone: string | null;
  bio: string | null;
  location: string | null;
  createdAt: string;
}
