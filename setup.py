"""Build the native search engine (native/*.c) as the extension ``adjudicator._engine``.

Everything else is declared in pyproject.toml; setuptools needs this file only because
C extensions cannot yet be declared there.

CI sets ``ADJUDICATOR_WERROR=1`` so that any compiler warning fails the build; a user's
build does not, because a newer compiler's new warning should not stop an install.
"""

import os

from setuptools import Extension, setup

COMPILE_ARGS = ["-std=c99", "-O3", "-Wall", "-Wextra"]
if os.environ.get("ADJUDICATOR_WERROR") == "1":
    COMPILE_ARGS.append("-Werror")

setup(
    ext_modules=[
        Extension(
            "adjudicator._engine",
            sources=["native/engine.c", "native/search.c"],
            depends=["native/search.h"],
            include_dirs=["native"],
            extra_compile_args=COMPILE_ARGS,
        )
    ]
)
