// The development outbox logs every mail's link; in tests that is noise (the tests read the outbox table).
beforeAll(() => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

// The project's `testTimeout` reaches the tests but not the hooks: a beforeAll that signs up users (real
// password hashing) on a busy machine took over Jest's default 5 s. The same 30 s for both.
jest.setTimeout(30_000);
