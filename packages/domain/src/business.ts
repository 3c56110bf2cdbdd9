/**
 * The business's name as the mail it sends is signed with (acknowledgements, staff messages, the
 * subjects of new conversations) and as authenticator apps list its admin logins.
 */
export const businessName = 'Bamboo Bridge Teams';
