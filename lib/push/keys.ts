// react-query keys for push on this device.
export const pushKeys = {
  all: ["push"] as const,
  device: () => [...pushKeys.all, "device"] as const,
};
