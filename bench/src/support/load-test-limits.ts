// The simulated players start thousands of guest games an hour, from addresses
// that share networks: the gateway's abuse limits (sign-ins, guest starts and
// writes per address) are raised to their ceilings for a system under load,
// which measures capacity, not the limits (embedded/test/abuse.* test those).
export const loadTestLimits = {
  SIGN_INS_PER_MINUTE: '10000',
  GUEST_STARTS_PER_HOUR: '100000',
  ADDRESS_WRITES_PER_MINUTE: '1000000',
};
