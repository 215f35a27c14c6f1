"""`affray serve`: a battle on standard input and output for a host in any language
(docs/protocol.md)."""

from .server import PROTOCOL, Server, serve

__all__ = ["PROTOCOL", "Server", "serve"]
