//! Many matches stepped together (`batch::Batch`): every row a step writes is the game's
//! own tensor, mask and seat; the ids drawn inside the step are legal and uniform; the bots
//! play inside the single-agent step and a match's rewards add up to the chips it won; a step
//! allocates nothing but when a match changes phase (a deal's discard begins or its first card
//! is led, a deal is settled, a match ends and the next is dealt).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use poch_engine::batch::{ActionIds, Batch, BatchConfig, Buffers, Learner, TensorKind};
use poch_engine::encoding::{DealRecord, information_state_tensor, observation_tensor};
use poch_engine::{BotKind, Game, MaxDeals, Rules, Viewer};

/// Counts the allocations of each thread (the tests run side by side).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed to the system allocator as it came.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The arrays a batch writes.
struct Arrays {
    observations: Vec<f32>,
    masks: Vec<i8>,
    rewards: Vec<f32>,
    terminated: Vec<bool>,
    to_act: Vec<i64>,
}

impl Arrays {
    fn of(batch: &Batch) -> Arrays {
        let n = batch.num_envs();
        Arrays {
            observations: vec![0.0; n * batch.tensor_len()],
            masks: vec![0; n * batch.num_actions()],
            rewards: vec![0.0; n * batch.reward_width()],
            terminated: vec![false; n],
            to_act: vec![-1; n],
        }
    }

    fn buffers(&mut self) -> Buffers<'_> {
        Buffers {
            observations: &mut self.observations,
            masks: &mut self.masks,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            to_act: &mut self.to_act,
        }
    }
}

fn one_deal() -> Rules {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(1));
    rules
}

fn config(rules: Rules, actions: ActionIds, tensor: TensorKind, learner: Learner) -> BatchConfig {
    BatchConfig {
        rules,
        players: 4,
        actions,
        tensor,
        learner,
        bots: vec![BotKind::Heuristic],
        seed: 7,
        illegal_reward: -100.0,
    }
}

/// Row `i` against the game it is of: the seat observed, its tensor and its mask.
fn check_row(batch: &Batch, arrays: &Arrays, i: usize, single: bool) {
    let (game, record): (&Game, &DealRecord) = batch.game(i).expect("a match");
    let seat = if single {
        batch.learner(i)
    } else {
        game.to_act()
    };
    assert_eq!(
        arrays.to_act[i],
        seat.map_or(-1, |s| s.index() as i64),
        "match {i}"
    );
    let len = batch.tensor_len();
    let row = &arrays.observations[i * len..(i + 1) * len];
    let a = batch.num_actions();
    let mask = &arrays.masks[i * a..(i + 1) * a];
    let Some(seat) = seat else {
        assert!(row.iter().all(|&x| x == 0.0) && mask.iter().all(|&m| m == 0));
        return;
    };
    let view = game.view(Viewer::Seat(seat)).expect("a seat");
    let tensor = match batch.config().tensor {
        TensorKind::Observation => observation_tensor(&view),
        TensorKind::InformationState => information_state_tensor(&view, record),
    };
    assert_eq!(row, &tensor[..], "match {i}: the tensor");
    let mut wanted = vec![0i8; a];
    batch
        .config()
        .actions
        .write_mask(game, &game.legal_actions(seat), &mut wanted);
    assert_eq!(mask, &wanted[..], "match {i}: the mask");
}

#[test]
fn every_row_is_its_game_s_and_the_drawn_ids_are_legal() {
    let rules = one_deal();
    for actions in [
        ActionIds::concrete(&rules, 4).expect("a table"),
        ActionIds::abstract_set(&rules),
    ] {
        for tensor in [TensorKind::Observation, TensorKind::InformationState] {
            let mut batch = Batch::new(config(rules, actions, tensor, Learner::SelfPlay), 16);
            let mut arrays = Arrays::of(&batch);
            batch.reset(None, &mut arrays.buffers()).expect("dealt");
            let mut ids = vec![0i64; 16];
            let mut ended = 0;
            for _ in 0..150 {
                for i in 0..16 {
                    check_row(&batch, &arrays, i, false);
                }
                batch.sample(&mut ids).expect("drawn");
                let a = batch.num_actions();
                for (i, &id) in ids.iter().enumerate() {
                    assert_eq!(arrays.masks[i * a + id as usize], 1, "match {i}: id {id}");
                }
                batch.step(&ids, &mut arrays.buffers()).expect("legal ids");
                ended += arrays.terminated.iter().filter(|&&t| t).count();
            }
            assert!(ended > 20, "{ended} matches ended");
        }
    }
}

#[test]
fn an_illegal_id_changes_no_match_in_self_play() {
    let rules = one_deal();
    let actions = ActionIds::concrete(&rules, 4).expect("a table");
    let mut batch = Batch::new(
        config(rules, actions, TensorKind::Observation, Learner::SelfPlay),
        4,
    );
    let mut arrays = Arrays::of(&batch);
    batch.reset(None, &mut arrays.buffers()).expect("dealt");
    let mut ids = vec![0i64; 4];
    batch.sample(&mut ids).expect("drawn");
    let before: Vec<Game> = (0..4)
        .map(|i| batch.game(i).expect("a match").0.clone())
        .collect();
    let a = batch.num_actions();
    let illegal = (0..a)
        .find(|&id| arrays.masks[2 * a + id] == 0)
        .expect("an id not legal");
    ids[2] = illegal as i64;
    let e = batch
        .step(&ids, &mut arrays.buffers())
        .expect_err("refused");
    assert!(e.0.contains("match 2"), "{e}");
    let after: Vec<Game> = (0..4)
        .map(|i| batch.game(i).expect("a match").0.clone())
        .collect();
    assert_eq!(before, after, "no match changed");
}

#[test]
fn drawn_ids_are_uniform_over_the_legal_ones() {
    // One match, stepped again from the same position: every legal id is drawn about as often.
    let rules = Rules::CLASSIC;
    let actions = ActionIds::concrete(&rules, 4).expect("a table");
    let mut batch = Batch::new(
        config(rules, actions, TensorKind::Observation, Learner::SelfPlay),
        1,
    );
    let mut arrays = Arrays::of(&batch);
    batch.reset(Some(3), &mut arrays.buffers()).expect("dealt");
    let legal: Vec<usize> = (0..batch.num_actions())
        .filter(|&id| arrays.masks[id] == 1)
        .collect();
    assert!(legal.len() > 10, "forehand may pass or bet: {legal:?}");
    let draws = 200 * legal.len();
    let mut counts = vec![0u32; batch.num_actions()];
    let mut id = [0i64];
    for _ in 0..draws {
        batch.sample(&mut id).expect("drawn");
        counts[id[0] as usize] += 1;
    }
    for (id, &c) in counts.iter().enumerate() {
        if legal.contains(&id) {
            // 200 expected each; 5 standard deviations is about ±70.
            assert!(
                (130..=270).contains(&c),
                "id {id} drawn {c} times of {draws}"
            );
        } else {
            assert_eq!(c, 0, "id {id} is not legal");
        }
    }
}

#[test]
fn bots_play_inside_the_single_agent_step_and_rewards_add_up() {
    let rules = one_deal();
    for bot in [BotKind::Random, BotKind::Heuristic, BotKind::Search] {
        let mut c = config(
            rules,
            ActionIds::abstract_set(&rules),
            TensorKind::Observation,
            Learner::Drawn,
        );
        c.bots = vec![bot];
        let mut batch = Batch::new(c, 4);
        let mut arrays = Arrays::of(&batch);
        batch.reset(None, &mut arrays.buffers()).expect("dealt");
        let mut won = [0f32; 4];
        let mut finished = 0;
        for _ in 0..60 {
            for i in 0..4 {
                check_row(&batch, &arrays, i, true);
            }
            batch.step_sampled(&mut arrays.buffers()).expect("a step");
            for (i, won) in won.iter_mut().enumerate() {
                *won += arrays.rewards[i];
                if arrays.terminated[i] {
                    let (game, _) = batch.game(i).expect("a match");
                    let learner = batch.learner(i).expect("a learner").index();
                    let chips = game.stacks()[learner] as f32 - rules.starting_chips as f32;
                    assert_eq!(*won, chips, "{bot:?}: match {i}'s rewards are its chips");
                    *won = 0.0;
                    finished += 1;
                }
            }
        }
        assert!(finished > 4, "{bot:?}: {finished} matches finished");
        // At most 240 of the actions were the learners': the bots' moves are counted too.
        assert!(
            batch.applied() > 2 * 240,
            "{bot:?}: {} actions",
            batch.applied()
        );
    }
}

#[test]
fn a_step_allocates_only_when_a_match_changes_phase() {
    let rules = Rules::CLASSIC;
    for actions in [
        ActionIds::concrete(&rules, 4).expect("a table"),
        ActionIds::abstract_set(&rules),
    ] {
        let mut batch = Batch::new(
            config(rules, actions, TensorKind::Observation, Learner::SelfPlay),
            4,
        );
        let mut arrays = Arrays::of(&batch);
        batch.reset(None, &mut arrays.buffers()).expect("dealt");
        // A few steps first: the buffers a step keeps reach their size.
        for _ in 0..20 {
            batch.step_sampled(&mut arrays.buffers()).expect("a step");
        }
        let phases = |batch: &Batch| -> Vec<_> {
            (0..4)
                .map(|i| {
                    let (game, _) = batch.game(i).expect("a match");
                    // A deal's first lead gives its plays their room.
                    let led = game
                        .state()
                        .deal
                        .as_ref()
                        .and_then(|d| d.discard.as_ref())
                        .is_some_and(|d| !d.plays.is_empty());
                    (game.deal_number(), game.phase(), led)
                })
                .collect()
        };
        let (mut steps, mut quiet) = (0, 0);
        for _ in 0..800 {
            let before = phases(&batch);
            let count = ALLOCATIONS.with(Cell::get);
            batch.step_sampled(&mut arrays.buffers()).expect("a step");
            let allocated = ALLOCATIONS.with(Cell::get) - count;
            if !arrays.terminated.iter().any(|&t| t) && phases(&batch) == before {
                steps += 1;
                quiet += u64::from(allocated == 0);
            }
        }
        eprintln!(
            "{quiet} of {steps} steps in which no match changed phase or led first allocated nothing"
        );
        assert!(steps > 50 && quiet == steps, "{quiet} of {steps}");
    }
}
