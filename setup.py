"""Build the native search engine (native/*.c) as the extension ``adjudicator._engine``.

Everything else is declared in pyproject.toml; setuptools needs this file only because
C extensions cannot yet be declared there.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "adjudicator._engine",
            sources=["native/engine.c", "native/search.c"],
            depends=["native/search.h"],
            include_dirs=["native"],
            extra_compile_args=["-std=c99", "-O3", "-Wall", "-Wextra"],
        )
    ]
)
