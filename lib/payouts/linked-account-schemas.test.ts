import { maskAccountNumber, maskPan, ZPayoutAccountInput } from "./linked-account-schemas";

const valid = {
  business_type: "individual",
  legal_name: "Lakshmi Reddy",
  pan: "ABCPK1234F",
  phone: "98765 43210",
  address_line1: "12-3-45, Road No. 2",
  address_line2: "Banjara Hills",
  city: "Hyderabad",
  state: "Telangana",
  postal_code: "500034",
  account_number: "001234567891234",
  ifsc: "SBIN0001234",
};
const problemsOf = (over: Record<string, unknown>) => {
  const parsed = ZPayoutAccountInput.safeParse({ ...valid, ...over });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the payout account's details", () => {
  it("reads what people type: spaces, dashes and lower case in a PAN, an IFSC and an account number; a phone with its prefix", () => {
    const parsed = ZPayoutAccountInput.parse({
      ...valid,
      pan: "abcpk 1234 f",
      ifsc: " sbin0001234 ",
      account_number: "0012 3456 7891 234",
      phone: "+91 98765-43210",
    });
    expect(parsed).toMatchObject({ pan: "ABCPK1234F", ifsc: "SBIN0001234", account_number: "001234567891234", phone: "+919876543210" });
  });

  it.each([
    [{ pan: "ABCPK1234" }, "pan: payoutPan"],
    [{ pan: "1BCPK1234F" }, "pan: payoutPan"],
    [{ ifsc: "SBIN1001234" }, "ifsc: payoutIfsc"],
    [{ ifsc: "SBI00001234" }, "ifsc: payoutIfsc"],
    [{ account_number: "12345678" }, "account_number: payoutAccountNumber"],
    [{ account_number: "1234567890123456789" }, "account_number: payoutAccountNumber"],
    [{ account_number: "12345678a" }, "account_number: payoutAccountNumber"],
    [{ postal_code: "050034" }, "postal_code: payoutPostalCode"],
    [{ legal_name: "Om" }, "legal_name: payoutLegalName"],
  ])("refuses %j", (over, problem) => {
    expect(problemsOf(over)).toEqual([problem]);
  });

  it("takes account numbers of 9 and 18 digits", () => {
    expect(problemsOf({ account_number: "123456789" })).toEqual([]);
    expect(problemsOf({ account_number: "123456789012345678" })).toEqual([]);
  });

  it("holds the PAN's fourth letter to the kind of seller, and a firm or company to a contact person", () => {
    expect(problemsOf({ pan: "AAACL1234C" })).toEqual(["pan: payoutPanKind"]);
    expect(problemsOf({ business_type: "private_limited", pan: "AAACL1234C" })).toEqual(["contact_name: payoutContactName"]);
    expect(problemsOf({ business_type: "private_limited", pan: "AAACL1234C", contact_name: "Anil Sharma" })).toEqual([]);
    expect(problemsOf({ business_type: "llp", pan: "AAAFL1234C", contact_name: "Anil Sharma" })).toEqual([]);
    expect(problemsOf({ business_type: "partnership", pan: "ABCPK1234F", contact_name: "Anil Sharma" })).toEqual(["pan: payoutPanKind"]);
  });
});

describe("what we keep of them", () => {
  it("a PAN's first two and last three characters, an account number's last four digits", () => {
    expect(maskPan("ABCDE1234F")).toBe("ABXXXXX34F");
    expect(maskAccountNumber("001234567891234")).toBe("XXXXXX1234");
    expect(maskAccountNumber("123456789")).toBe("XXXXXX6789");
  });
});
