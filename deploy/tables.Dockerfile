# poch-tables: the table server, a statically linked binary in an empty image, built as
# deploy/Dockerfile builds poch-service's (the binary first, with the host's toolchain):
#
#   RUSTFLAGS='-C target-feature=+crt-static --cfg getrandom_backend="linux_getrandom"' \
#     cargo build --profile release-lto --locked -p poch-tables --bin poch-tables \
#     --target x86_64-unknown-linux-gnu
#   cp "$CARGO_TARGET_DIR"/x86_64-unknown-linux-gnu/release-lto/poch-tables CONTEXT/
#   podman build -f deploy/tables.Dockerfile -t poch-tables:VERSION CONTEXT
FROM scratch

ARG VERSION=dev
LABEL org.opencontainers.image.title="poch-tables" \
      org.opencontainers.image.description="A table server on the Poch engine: tables, WebSockets, clocks, fair deals, histories" \
      org.opencontainers.image.licenses="MIT OR Apache-2.0" \
      org.opencontainers.image.version="${VERSION}"

COPY poch-tables /poch-tables

# A numeric user, so that Kubernetes' runAsNonRoot can check it without an /etc/passwd.
USER 65532:65532

# Every interface, JSON logs; the database and the engine come from the environment
# (deploy/k8s/tables).
ENV POCH_TABLES_LISTEN=0.0.0.0:8090 \
    POCH_TABLES_LOG_JSON=true \
    POCH_TABLES_DATA_DIR=/tmp/poch-tables

EXPOSE 8090

ENTRYPOINT ["/poch-tables"]
