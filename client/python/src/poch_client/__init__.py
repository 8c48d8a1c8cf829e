"""A Python client of the Poch Engine over gRPC.

The messages are generated from ``proto/poch/v1`` (``poch.v1.game_pb2`` …, shipped in this
package); :class:`Client` wraps the service's calls, :mod:`poch_client.actions` builds actions,
and :class:`PochError` carries the stable code of every refusal. No rule lives here: the
service answers what is legal and what an action does.
"""

from . import actions
from .client import Client, envelope
from .errors import DOMAIN, PochError

__all__ = ["DOMAIN", "Client", "PochError", "actions", "envelope"]
