/* Placeholder: the search engine lands with its own issue. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyMethodDef engine_methods[] = {{NULL, NULL, 0, NULL}};

static struct PyModuleDef engine_module = {
    PyModuleDef_HEAD_INIT, "_engine", "Native claim-search engine.", -1, engine_methods,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__engine(void) { return PyModule_Create(&engine_module); }
