//! The tests' random choices, from one seeded generator (ChaCha8, the stream the engine draws
//! its own seeds from): the engine's property tests, the contract's round trips and the
//! black-box tests pick their matches, actions and values with it.

use poch_engine::Seed;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng as _, SeedableRng as _};

/// A seeded generator of choices: the same seed, the same choices.
#[derive(Clone, Debug)]
pub struct Picker(ChaCha8Rng);

impl Picker {
    /// The choices of `seed`.
    pub fn new(seed: u64) -> Picker {
        Picker(ChaCha8Rng::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number below `k` (`k > 0`): what `LegalActions::sample` asks for.
    pub fn below(&mut self, k: u32) -> u32 {
        assert!(k > 0, "a choice among at least one");
        (self.next_u64() % u64::from(k)) as u32
    }

    /// An index into a slice of `len` elements (`len > 0`).
    pub fn index(&mut self, len: usize) -> usize {
        assert!(len > 0, "an index into at least one");
        (self.next_u64() % len as u64) as usize
    }

    /// True with probability 1/`n`.
    pub fn one_in(&mut self, n: u32) -> bool {
        self.below(n) == 0
    }

    /// One of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.index(items.len())]
    }

    /// `items` in a uniformly random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A match seed.
    pub fn seed(&mut self) -> Seed {
        let mut bytes = [0u8; 32];
        self.0.fill_bytes(&mut bytes);
        Seed(bytes)
    }
}
