//! The operations of the service, written once: the name its metrics and spans carry, its gRPC
//! method of `poch.v1.EngineService` and its REST route. The server's router, its OpenAPI paths
//! and its metrics read them, and so does the Rust client.

/// The REST paths, as the router and the OpenAPI document name them.
pub mod path {
    /// `NewGame`.
    pub const NEW_GAME: &str = "/v1/games";
    /// `Apply`.
    pub const APPLY: &str = "/v1/games/apply";
    /// `ListLegalActions`.
    pub const LEGAL_ACTIONS: &str = "/v1/games/legal-actions";
    /// `GetView`.
    pub const VIEW: &str = "/v1/games/view";
    /// `ValidateState`.
    pub const VALIDATE: &str = "/v1/games/validate";
    /// `Replay`.
    pub const REPLAY: &str = "/v1/games/replay";
    /// `ListPresets`.
    pub const PRESETS: &str = "/v1/rules/presets";
    /// `CommitServerSeed`.
    pub const COMMITMENTS: &str = "/v1/games/commitments";
    /// `VerifyDeal`.
    pub const VERIFY_DEAL: &str = "/v1/deals/verify";
    /// `ChooseAction`.
    pub const CHOOSE_ACTION: &str = "/v1/games/choose-action";
}

/// The gRPC path prefix of the engine service's methods.
pub const GRPC_PREFIX: &str = "/poch.v1.EngineService/";

/// An operation of the engine service, on either transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `CommitServerSeed`, `POST /v1/games/commitments`.
    CommitServerSeed,
    /// `VerifyDeal`, `POST /v1/deals/verify`.
    VerifyDeal,
    /// `NewGame`, `POST /v1/games`.
    NewGame,
    /// `Apply`, `POST /v1/games/apply`.
    Apply,
    /// `ListLegalActions`, `POST /v1/games/legal-actions`.
    ListLegalActions,
    /// `GetView`, `POST /v1/games/view`.
    GetView,
    /// `ValidateState`, `POST /v1/games/validate`.
    ValidateState,
    /// `Replay`, `POST /v1/games/replay`.
    Replay,
    /// `ListPresets`, `GET /v1/rules/presets`.
    ListPresets,
    /// `ChooseAction`, `POST /v1/games/choose-action`.
    ChooseAction,
}

impl Operation {
    /// Every operation, in the order the metrics are rendered.
    pub const ALL: [Operation; 10] = [
        Operation::CommitServerSeed,
        Operation::VerifyDeal,
        Operation::NewGame,
        Operation::Apply,
        Operation::ListLegalActions,
        Operation::GetView,
        Operation::ValidateState,
        Operation::Replay,
        Operation::ListPresets,
        Operation::ChooseAction,
    ];

    /// The name in metrics and spans (`list_legal_actions`).
    pub const fn name(self) -> &'static str {
        match self {
            Operation::CommitServerSeed => "commit_server_seed",
            Operation::VerifyDeal => "verify_deal",
            Operation::NewGame => "new_game",
            Operation::Apply => "apply",
            Operation::ListLegalActions => "list_legal_actions",
            Operation::GetView => "get_view",
            Operation::ValidateState => "validate_state",
            Operation::Replay => "replay",
            Operation::ListPresets => "list_presets",
            Operation::ChooseAction => "choose_action",
        }
    }

    /// The method of `poch.v1.EngineService`.
    pub const fn grpc_method(self) -> &'static str {
        match self {
            Operation::CommitServerSeed => "CommitServerSeed",
            Operation::VerifyDeal => "VerifyDeal",
            Operation::NewGame => "NewGame",
            Operation::Apply => "Apply",
            Operation::ListLegalActions => "ListLegalActions",
            Operation::GetView => "GetView",
            Operation::ValidateState => "ValidateState",
            Operation::Replay => "Replay",
            Operation::ListPresets => "ListPresets",
            Operation::ChooseAction => "ChooseAction",
        }
    }

    /// The REST route: method and path.
    pub const fn rest_route(self) -> (&'static str, &'static str) {
        match self {
            Operation::CommitServerSeed => ("POST", path::COMMITMENTS),
            Operation::VerifyDeal => ("POST", path::VERIFY_DEAL),
            Operation::NewGame => ("POST", path::NEW_GAME),
            Operation::Apply => ("POST", path::APPLY),
            Operation::ListLegalActions => ("POST", path::LEGAL_ACTIONS),
            Operation::GetView => ("POST", path::VIEW),
            Operation::ValidateState => ("POST", path::VALIDATE),
            Operation::Replay => ("POST", path::REPLAY),
            Operation::ListPresets => ("GET", path::PRESETS),
            Operation::ChooseAction => ("POST", path::CHOOSE_ACTION),
        }
    }

    /// The operation of a gRPC request path (`/poch.v1.EngineService/Apply`).
    pub fn of_grpc_path(path: &str) -> Option<Operation> {
        let name = path.strip_prefix(GRPC_PREFIX)?;
        Operation::ALL.into_iter().find(|o| o.grpc_method() == name)
    }

    /// The operation of a REST request, by its method and path.
    pub fn of_rest_route(method: &str, path: &str) -> Option<Operation> {
        Operation::ALL
            .into_iter()
            .find(|o| o.rest_route() == (method, path))
    }

    /// The position in [`Operation::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_is_found_by_its_grpc_path_and_its_rest_route() {
        for op in Operation::ALL {
            let grpc = format!("{GRPC_PREFIX}{}", op.grpc_method());
            assert_eq!(Operation::of_grpc_path(&grpc), Some(op));
            let (method, path) = op.rest_route();
            assert_eq!(Operation::of_rest_route(method, path), Some(op));
            assert_eq!(Operation::ALL[op.index()], op);
        }
        assert_eq!(Operation::of_rest_route("GET", path::APPLY), None);
        assert_eq!(Operation::of_grpc_path("/poch.v1.EngineService/Nope"), None);
        assert_eq!(Operation::of_grpc_path(path::APPLY), None);
        let mut names: Vec<_> = Operation::ALL.iter().map(|o| o.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Operation::ALL.len());
    }
}
