// Community Connect inquiry (spec part 1 §2.7, §5).
import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';

export const INQUIRY_PROGRAMS = [
  'Innovation Mentor',
  'Innovation Campus',
  'Innovation Champion',
  'Sponsorship',
] as const;
export const inquiryProgramSchema = z.enum(INQUIRY_PROGRAMS, 'Please choose a program');
export type InquiryProgram = z.infer<typeof inquiryProgramSchema>;

export const communityInquiryInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
  email: emailSchema,
  phone: phoneSchema,
  organization: z.string().trim().max(200).optional().default(''),
  program: inquiryProgramSchema,
  message: z.string().trim().max(5000, 'Message must be at most 5000 characters').optional().default(''),
});
export type CommunityInquiryInput = z.input<typeof communityInquiryInputSchema>;

export const INQUIRY_SUCCESS_MESSAGE =
  "Thank you! Your inquiry has been received. Our team will get back to you within 2 working days.";
