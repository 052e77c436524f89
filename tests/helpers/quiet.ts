// The development outbox logs every mail's link; in tests that is noise (the tests read the outbox table).
beforeAll(() => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});
