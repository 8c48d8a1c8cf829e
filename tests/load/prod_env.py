"""The production configuration of poch-service, as the prod overlay gives it: the
`POCH_*` literals of the base's ConfigMap generator, merged with the prod overlay's, printed one
`NAME=VALUE` a line for a load script to export. The settings of the place a replica runs in
(its address, its key file, its log format) are left out: the script sets its own.

  python3 tests/load/prod_env.py [ROOT]
"""

import re
import sys
from pathlib import Path

# Set by the script that starts the server, not by the overlay.
LOCAL = {"POCH_ADDR", "POCH_SEALING_KEYS_FILE", "POCH_LOG_FORMAT", "POCH_LOG"}


def literals(path: Path) -> dict[str, str]:
    """The `- POCH_NAME=VALUE` literals of a kustomization file, in order."""
    found = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^\s*-\s*(POCH_[A-Z0-9_]+)=(.*?)\s*$", line)
        if m:
            found[m.group(1)] = m.group(2)
    return found


def main(root: Path) -> None:
    k8s = root / "deploy" / "k8s"
    env = literals(k8s / "base" / "kustomization.yaml")
    env.update(literals(k8s / "overlays" / "prod" / "kustomization.yaml"))
    for name, value in env.items():
        if name not in LOCAL:
            print(f"{name}={value}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2])
