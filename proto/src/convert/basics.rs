//! Cards, suits, ranks, fields, seats, seeds and match ids, and the viewer.

use super::*;

/// A card as rank then suit: `TD`.
impl ToProto for Card {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.name().to_owned()
    }
}

impl FromProto<String> for Card {
    fn from_proto(proto: String) -> Result<Card, ConvertError> {
        proto
            .parse()
            .map_err(|e: poch_engine::ParseCardError| ConvertError::new("", e.to_string()))
    }
}

/// A set in listing order (suit C S H D, then rank).
impl ToProto for CardSet {
    type Proto = Vec<String>;

    fn to_proto(&self) -> Vec<String> {
        self.iter().map(|c| c.to_proto()).collect()
    }
}

/// Any order; a card listed twice is refused.
impl FromProto<Vec<String>> for CardSet {
    fn from_proto(proto: Vec<String>) -> Result<CardSet, ConvertError> {
        let mut set = CardSet::EMPTY;
        for (i, s) in proto.into_iter().enumerate() {
            let card = element(i, Card::from_proto(s))?;
            if set.contains(card) {
                return Err(ConvertError::new(
                    format!("[{i}]"),
                    format!("{card} is listed twice"),
                ));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

impl FromProto<v1::Hand> for CardSet {
    fn from_proto(proto: v1::Hand) -> Result<CardSet, ConvertError> {
        let v1::Hand { cards } = proto;
        sub(cards, "cards")
    }
}

impl FromProto<v1::Hand> for Vec<Card> {
    fn from_proto(proto: v1::Hand) -> Result<Vec<Card>, ConvertError> {
        let v1::Hand { cards } = proto;
        sub(cards, "cards")
    }
}

pub(super) fn hand(cards: CardSet) -> v1::Hand {
    v1::Hand {
        cards: cards.to_proto(),
    }
}

/// A suit as its letter: `C`, `S`, `H` or `D`.
impl ToProto for Suit {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.char().to_string()
    }
}

/// A one-character string read by `parse`; anything else is refused as not `what`.
fn one_char<T>(proto: &str, parse: fn(char) -> Option<T>, what: &str) -> Result<T, ConvertError> {
    let mut chars = proto.chars();
    match (chars.next().and_then(parse), chars.next()) {
        (Some(value), None) => Ok(value),
        (Some(_) | None, Some(_)) | (None, None) => {
            Err(ConvertError::new("", format!("{proto:?} is not {what}")))
        }
    }
}

impl FromProto<String> for Suit {
    fn from_proto(proto: String) -> Result<Suit, ConvertError> {
        one_char(&proto, Suit::from_char, "a suit (C, S, H or D)")
    }
}

/// A rank as its character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
impl ToProto for Rank {
    type Proto = String;

    fn to_proto(&self) -> String {
        self.char().to_string()
    }
}

impl FromProto<String> for Rank {
    fn from_proto(proto: String) -> Result<Rank, ConvertError> {
        one_char(&proto, Rank::from_char, "a rank (2-9, T, J, Q, K, A)")
    }
}

/// The fields in board order.
impl ToProto for FieldSet {
    type Proto = Vec<i32>;

    fn to_proto(&self) -> Vec<i32> {
        self.iter().map(code).collect()
    }
}

/// Any order; `UNSPECIFIED` and a field listed twice are refused (the latter by the engine's
/// [`FieldSet::from_list`], as JSON is).
impl FromProto<Vec<i32>> for FieldSet {
    fn from_proto(proto: Vec<i32>) -> Result<FieldSet, ConvertError> {
        let fields = proto
            .into_iter()
            .enumerate()
            .map(|(i, n)| element(i, required_enum::<Field>(n, "")))
            .collect::<Result<Vec<Field>, _>>()?;
        FieldSet::from_list(fields)
            .map_err(|e| ConvertError::new(format!("[{}]", e.index), e.to_string()))
    }
}

/// The seats, lowest first.
impl ToProto for SeatSet {
    type Proto = Vec<u32>;

    fn to_proto(&self) -> Vec<u32> {
        self.iter().map(seat_out).collect()
    }
}

/// Any order; a seat of 16 or more (a seat set cannot hold it) or a seat listed twice is
/// refused, by the engine's [`SeatSet::from_list`] (as JSON is).
impl FromProto<Vec<u32>> for SeatSet {
    fn from_proto(proto: Vec<u32>) -> Result<SeatSet, ConvertError> {
        SeatSet::from_list(proto.into_iter().map(seat_in))
            .map_err(|e| ConvertError::new(format!("[{}]", e.index()), e.to_string()))
    }
}

/// The board, one number per field; fields absent under the rules hold 0.
impl ToProto for ByField<u32> {
    type Proto = v1::Board;

    fn to_proto(&self) -> v1::Board {
        v1::Board {
            a: self[Field::A],
            k: self[Field::K],
            q: self[Field::Q],
            j: self[Field::J],
            t: self[Field::T],
            mar: self[Field::MAR],
            seq: self[Field::SEQ],
            poch: self[Field::POCH],
            mid: self[Field::MID],
        }
    }
}

impl FromProto<v1::Board> for ByField<u32> {
    fn from_proto(proto: v1::Board) -> Result<ByField<u32>, ConvertError> {
        let v1::Board {
            a,
            k,
            q,
            j,
            t,
            mar,
            seq,
            poch,
            mid,
        } = proto;
        let mut board = ByField::<u32>::default();
        board[Field::A] = a;
        board[Field::K] = k;
        board[Field::Q] = q;
        board[Field::J] = j;
        board[Field::T] = t;
        board[Field::MAR] = mar;
        board[Field::SEQ] = seq;
        board[Field::POCH] = poch;
        board[Field::MID] = mid;
        Ok(board)
    }
}

/// 32 bytes.
impl ToProto for Seed {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.0.to_vec()
    }
}

/// 32 bytes.
impl ToProto for Digest {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.0.to_vec()
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<Seed> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.as_ref().map(ToProto::to_proto).unwrap_or_default()
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<Digest> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.as_ref().map(ToProto::to_proto).unwrap_or_default()
    }
}

/// Empty is `None`; 32 bytes are a value; any other length is refused.
fn bytes32(proto: &[u8]) -> Result<Option<[u8; 32]>, ConvertError> {
    if proto.is_empty() {
        return Ok(None);
    }
    <[u8; 32]>::try_from(proto).map(Some).map_err(|_| {
        ConvertError::new(
            "",
            format!(
                "must be empty or exactly 32 bytes, not {} bytes",
                proto.len()
            ),
        )
    })
}

impl FromProto<Vec<u8>> for Option<Seed> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<Seed>, ConvertError> {
        Ok(bytes32(&proto)?.map(Seed))
    }
}

impl FromProto<Vec<u8>> for Option<Digest> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<Digest>, ConvertError> {
        Ok(bytes32(&proto)?.map(Digest))
    }
}

/// 32 bytes, or empty for `None`.
impl ToProto for Option<MatchId> {
    type Proto = Vec<u8>;

    fn to_proto(&self) -> Vec<u8> {
        self.map(|id| id.0.to_vec()).unwrap_or_default()
    }
}

impl FromProto<Vec<u8>> for Option<MatchId> {
    fn from_proto(proto: Vec<u8>) -> Result<Option<MatchId>, ConvertError> {
        Ok(bytes32(&proto)?.map(MatchId))
    }
}

/// A viewer from a request's optional seat: unset is a spectator. A seat not at the table is
/// the engine's question (it sees what a spectator sees).
impl FromProto<Option<u32>> for Viewer {
    fn from_proto(proto: Option<u32>) -> Result<Viewer, ConvertError> {
        Ok(match proto {
            Some(seat) => Viewer::Seat(seat_in(seat)),
            None => Viewer::Spectator,
        })
    }
}

/// The seat, or `None` for a spectator.
impl ToProto for Viewer {
    type Proto = Option<u32>;

    fn to_proto(&self) -> Option<u32> {
        self.seat().map(seat_out)
    }
}
