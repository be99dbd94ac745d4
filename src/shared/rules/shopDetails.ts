// How long each of the shop's contact details may be, and what its chat number looks like: read by
// the wire schema (server), the owner's form (back office) and the server's check alike.

export const SHOP_DETAILS_LIMITS = {
  /** How many landline numbers the footer and /contact list. */
  phones: 4,
  phone: 30,
  address: 300,
  email: 254,
  /** Country code and number: an international number has at most 15 digits. */
  chatNumber: 15,
  /** The shortest number a messaging app accepts with its country code. */
  chatNumberMin: 8,
  workingHours: 200,
  mapLocation: 300,
} as const;
