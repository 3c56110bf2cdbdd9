import { careersPage } from '../content/careers.ts';
import {
  contactStatusTexts,
  contactSuccessToast,
} from '../contact/ContactForm/contact-submission-messages.ts';

/** The contact form's success texts (status line and toast), as its thank-you page shows them. */
export const contactThankYouTexts = {
  heading: contactStatusTexts.success,
  title: contactSuccessToast.title,
  message: contactSuccessToast.message,
} as const;

/** The careers form's success texts (its toast's), as its thank-you page shows them. */
export const careerThankYouTexts = {
  heading: careersPage.applicationForm.successTitle,
  message: careersPage.applicationForm.successMessage,
} as const;
