// PROVISIONAL until the API's contract lands: replaced by its re-export.
import { z } from 'zod';

export const RENTAL_PROFILE_MAX_REFERENCES = 5;
const text = (max: number) => z.string().trim().max(max).transform((v) => v || null);
export const rentalProfileSchema = z.object({
  employer: text(200),
  jobTitle: text(200),
  monthlyIncome: z.number().int().min(0).nullable(),
  householdSize: z.number({ error: 'Please enter your household size.' }).int().min(1).max(20),
  pets: text(200),
  moveInDate: z.string().nullable(),
  references: z
    .array(z.object({ name: z.string().trim().min(1, 'Please fill in all required fields.'), relation: z.string().trim().min(1, 'Please fill in all required fields.'), contact: z.string().trim().min(1, 'Please fill in all required fields.') }))
    .max(RENTAL_PROFILE_MAX_REFERENCES),
  introduction: text(2000),
  documents: z.array(z.object({ name: z.string(), ipfsHash: z.string(), size: z.number() })),
});
export type RentalProfileInput = z.infer<typeof rentalProfileSchema>;
