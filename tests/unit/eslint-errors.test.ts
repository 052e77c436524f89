import errors from "../../scripts/eslint/errors.mjs";
import { inRepo, testRule } from "../helpers/rule-tester";

// The error contract's lint rules (scripts/eslint/errors.mjs): what each lets through and what it refuses.
const filename = inRepo("lib/x/service.ts");
const code = (lines: string) => ({ filename, code: lines });

testRule(
  errors,
  "errors/known-code",
  "a code written out where a failure is raised, answered or told apart is a code of lib/http/error-codes.ts",
  {
    valid: [
      code('throw new AppError("PET_NOT_FOUND");'),
      code('throw new AppError(isSeller ? "NOT_YOUR_SALE" : "NOT_YOUR_ORDER", { params: { pet: name } });'),
      code("throw new AppError(code);"),
      code('throw new AppError(options.notFound ?? "NOT_FOUND");'),
      // The browser's own codes (CLIENT_ERROR_CODES) are codes of an ApiError, and an empty one is none.
      code('throw new ApiError({ status: 200, code: "INVALID_RESPONSE", message: MESSAGE });'),
      code('const e = new ApiError({ status: 400, code: state.errorCode ?? "", message: "" });'),
      code('const e = new ApiError({ status, code: typeof body.code === "string" ? body.code : String(status), message });'),
      code('return json({ success: false, code: "UNAVAILABLE", message: englishError("UNAVAILABLE") });'),
      code('return { success: false, state: { errorCode: "VALIDATION" } };'),
      code('if (e instanceof ApiError && e.code === "NETWORK") retry();'),
      code('if (!(e instanceof AppError) || e.code !== "INVALID_CURSOR") throw e;'),
      // Other libraries' codes: Prisma's, Zod's, Node's, with no AppError or ApiError in sight.
      code('if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") conflict();'),
      code('if (issue.code === "unrecognized_keys") drop();'),
      code('if (error.code === "ENOENT") return null;'),
    ],
    invalid: [
      { ...code('throw new AppError("PET_GONE");'), errors: [{ messageId: "unknown", data: { code: "PET_GONE" } }] },
      {
        ...code('throw new AppError(isSeller ? "NOT_YOUR_SALE" : "NOT_YOURS");'),
        errors: [{ messageId: "unknown", data: { code: "NOT_YOURS" } }],
      },
      { ...code('throw new AppError("VALIDATION", "Name is required");'), errors: [{ messageId: "text" }] },
      { ...code("throw new AppError(code, `Pet ${name} is sold`);"), errors: [{ messageId: "text" }] },
      {
        ...code('throw new ApiError({ status: 200, code: "INVALID_RESPONS", message: "" });'),
        errors: [{ messageId: "unknownInBrowser" }],
      },
      // A browser's code is no code for the server to answer.
      { ...code('throw new AppError("NETWORK");'), errors: [{ messageId: "unknown" }] },
      { ...code('return json({ success: false, code: "DOWN", message });'), errors: [{ messageId: "unknown" }] },
      { ...code('if (e instanceof ApiError && e.code === "ACCOUNT_SUSPENDEDD") alert();'), errors: [{ messageId: "unknownInBrowser" }] },
      {
        ...code('if (!(query.error instanceof AppError) || "NOT_FOUNDD" !== query.error.code) throw e;'),
        errors: [{ messageId: "unknown" }],
      },
    ],
  },
);

const raising = 'import { AppError } from "@/lib/http/errors";\n';
testRule(errors, "errors/no-plain-error", "a module that raises AppError, or any service or handler, throws no plain Error", {
  valid: [
    code(`${raising}throw new AppError("NOT_FOUND");`),
    code(`${raising}try { run(); } catch (e) { throw e; }`),
    code(`${raising}const e = new Error("kept for the log");`),
    // Plumbing that raises no AppError: its failures are the server's own, a 500 is right.
    code('throw new Error("Invalid environment");'),
    code('import type { AppError } from "@/lib/http/errors";\nthrow new Error("stopped");'),
  ],
  invalid: [
    { ...code(`${raising}throw new Error("Pet not found");`), errors: [{ messageId: "plain" }] },
    { ...code(`import { AppError as E } from "@/lib/http/errors";\nthrow Error(\`No pet \${id}\`);`), errors: [{ messageId: "plain" }] },
    { ...code('throw new Error("Pet not found");'), options: [{ always: true }], errors: [{ messageId: "plain" }] },
  ],
});
