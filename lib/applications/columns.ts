// The columns of an application that every reader of one shows (the owner's list, the console, the data
// export): the home, the household, the answers and where it stands. Each adds what else it needs.
export const APPLICATION_COLUMNS = {
  id: true,
  status: true,
  homeType: true,
  isRented: true,
  hasLandlordConsent: true,
  hasGarden: true,
  otherPets: true,
  experience: true,
  household: true,
  reason: true,
  answers: true,
  orderId: true,
  createdAt: true,
  decidedAt: true,
} as const;
