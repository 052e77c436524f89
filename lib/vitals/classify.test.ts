import { connectionTypeOf, deviceClassOf } from "./classify";

describe("what a beacon says of the device and the network", () => {
  it("tells phones, tablets and computers apart by the screen", () => {
    expect(deviceClassOf({ isMobile: false, isTouch: true, shortSide: 412 })).toBe("phone");
    expect(deviceClassOf({ isMobile: true, isTouch: false, shortSide: 800 })).toBe("phone");
    expect(deviceClassOf({ isMobile: false, isTouch: true, shortSide: 820 })).toBe("tablet");
    expect(deviceClassOf({ isMobile: false, isTouch: false, shortSide: 768 })).toBe("desktop");
    // A small window on a computer is still a computer.
    expect(deviceClassOf({ isMobile: false, isTouch: false, shortSide: 400 })).toBe("desktop");
  });

  it("keeps the effective connection type, or says unknown", () => {
    expect(["4g", "3g", "2g", "slow-2g"].map(connectionTypeOf)).toEqual(["4g", "3g", "2g", "slow-2g"]);
    expect([undefined, "5g", "wifi", 4, "unknown"].map(connectionTypeOf)).toEqual(["unknown", "unknown", "unknown", "unknown", "unknown"]);
  });
});
