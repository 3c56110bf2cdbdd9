/** The four open roles of spec section 3, in order; kept free of zod so pages can list them cheaply. */
export const openPositionTitles = [
  'Senior Full Stack Developer',
  'DevOps Engineer',
  'Mobile Developer React Native',
  'Technical Lead',
] as const;

export const careerPositionChoices = [...openPositionTitles, 'General Application'] as const;

export type CareerPositionChoice = (typeof careerPositionChoices)[number];
