"""Build the native search engine (native/) as the extension ``adjudicator.engine._native``.

native/include holds the public C API, native/src the engine (one concern per file, its
internal types and hot helpers in internal.h) and native/python the CPython binding.

Everything else is declared in pyproject.toml; setuptools needs this file only because
C extensions cannot yet be declared there.

CI sets ``ADJUDICATOR_WERROR=1`` so that any compiler warning fails the build; a user's
build does not, because a newer compiler's new warning should not stop an install.
"""

import os
from glob import glob

from setuptools import Extension, setup

# Hidden visibility: only PyInit__native (marked for export by PyMODINIT_FUNC) leaves the
# shared object, so the engine's functions calling one another across files bind directly.
# -pthread: many layouts are solved across threads (native/src/layouts.c).
COMPILE_ARGS = ["-std=c99", "-O3", "-Wall", "-Wextra", "-fvisibility=hidden", "-pthread"]
if os.environ.get("ADJUDICATOR_WERROR") == "1":
    COMPILE_ARGS.append("-Werror")

setup(
    ext_modules=[
        Extension(
            "adjudicator.engine._native",
            sources=sorted(glob("native/src/*.c")) + ["native/python/engine_module.c"],
            depends=["native/include/adj_search.h", "native/src/internal.h"],
            include_dirs=["native/include", "native/src"],
            extra_compile_args=COMPILE_ARGS,
            extra_link_args=["-pthread"],
        )
    ]
)
