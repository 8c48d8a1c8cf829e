//! The codec of the generated stubs: tonic-prost's, except that a message is decoded from one
//! contiguous slice.
//!
//! tonic hands a decoder the message as a `Buf` over its receive buffer, and prost reads a `Buf`
//! through `chunk`/`advance` calls on every field. The whole message is already in one buffer,
//! so it is taken out without copying (`copy_to_bytes` splits the buffer) and decoded from the
//! slice, where prost reads fields directly. Errors are tonic-prost's (`INTERNAL` with prost's
//! message).

use std::marker::PhantomData;

use bytes::Buf as _;
use prost::Message;
use tonic::Status;
use tonic::codec::{BufferSettings, Codec, DecodeBuf, Decoder};
use tonic_prost::{ProstCodec, ProstEncoder};

/// A [`Codec`] for prost messages that decodes each message from one slice.
#[derive(Debug, Clone, Copy)]
pub struct SliceCodec<T, U>(PhantomData<(T, U)>);

impl<T, U> Default for SliceCodec<T, U> {
    fn default() -> Self {
        SliceCodec(PhantomData)
    }
}

impl<T, U> Codec for SliceCodec<T, U>
where
    T: Message + Send + 'static,
    U: Message + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = ProstEncoder<T>;
    type Decoder = SliceDecoder<U>;

    fn encoder(&mut self) -> ProstEncoder<T> {
        ProstCodec::<T, U>::raw_encoder(BufferSettings::default())
    }

    fn decoder(&mut self) -> SliceDecoder<U> {
        SliceDecoder(PhantomData)
    }
}

/// Decodes a `U` from one contiguous slice.
#[derive(Debug, Clone, Copy)]
pub struct SliceDecoder<U>(PhantomData<U>);

impl<U: Message + Default> Decoder for SliceDecoder<U> {
    type Item = U;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<U>, Status> {
        let bytes = buf.copy_to_bytes(buf.remaining());
        U::decode(&bytes[..])
            .map(Some)
            .map_err(|e| Status::internal(e.to_string()))
    }
}
