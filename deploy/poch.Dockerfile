# poch: the command (simulate, tables, merge, replay, verify) as a statically linked, fully
# optimized binary in an empty image, for batch work such as the sharded simulation of
# deploy/k8s/jobs/simulate. The service's image (deploy/Dockerfile) stays the service alone.
#
#   BINARY=poch deploy/build-image.sh poch:VERSION      # podman; ENGINE=docker for Docker
#
# which builds the binary with the host's toolchain and cargo cache and packages it here, as
# deploy/Dockerfile does for poch-service (see there for the flags).
FROM scratch

ARG VERSION=dev
LABEL org.opencontainers.image.title="poch" \
      org.opencontainers.image.description="Poch matches between bots in process: simulate, tables, merge, replay" \
      org.opencontainers.image.licenses="MIT OR Apache-2.0" \
      org.opencontainers.image.version="${VERSION}"

# Nothing else: no shell, no libc. It reads and writes only the files its arguments name.
COPY poch /poch

# A numeric user, so that Kubernetes' runAsNonRoot can check it without an /etc/passwd.
USER 65532:65532

ENTRYPOINT ["/poch"]
