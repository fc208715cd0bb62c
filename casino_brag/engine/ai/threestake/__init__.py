"""Computer opponents' play in Three-Stake Brag's draw towards 31 (the brag's betting is the
ordinary Brag policy's)."""
