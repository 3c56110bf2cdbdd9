import { careerSubmissionSchema, contactSubmissionSchema } from '@app/domain';
/** A consultation request as the contact form sends it, valid under the server's rules. */
export const validContactPayload = {
  name: 'Olivia Hart',
  email: 'Olivia.Hart@Example.COM',
  contact: '+61 2 5550 4821',
  company: 'Harbour Analytics',
  teamSize: '4-7',
  message: 'We need two senior React engineers from next month.',
};

/** A job application as the careers form sends it, valid under the server's rules. */
export const validCareerPayload = {
  firstName: 'Nguyen',
  lastName: 'Van An',
  email: 'An.Nguyen@Example.com',
  phone: '+84 28 3822 6190',
  linkedinUrl: 'https://www.linkedin.com/in/nguyen-van-an',
  position: 'DevOps Engineer',
  description: 'Five years running Kubernetes clusters and CI pipelines for fintech products.',
};

/** Every field name of the two public forms, so random bodies reach the validators' depths. */
export const publicFormFieldNames = [
  ...new Set([
    ...Object.keys(contactSubmissionSchema.shape),
    ...Object.keys(careerSubmissionSchema.shape),
  ]),
];
