"""Sub-commands of ``adjudicate``; each module has ``register(subparsers)``."""
