// RUN: rm -rf %t && mkdir -p %t
// RUN: %accc -E %s | FileCheck %s --check-prefix=PP
// RUN: %accc -E %s -o %t/pp.i && FileCheck %s --check-prefix=PP --input-file=%t/pp.i
// RUN: %accc -E -dM %s | FileCheck %s --check-prefix=DM
// RUN: %accc -MM %s | FileCheck %s --check-prefix=MM
// RUN: %accc -M %s | FileCheck %s --check-prefix=MM
// RUN: cd %t && %accc -acc=host -S %s && FileCheck %s --check-prefix=ASM --input-file=%t/preprocess-assemble.s
// RUN: %accc -acc=host -S %s -o %t/named.s && FileCheck %s --check-prefix=ASM --input-file=%t/named.s
// RUN: %if gpu-compile %{ %accc -acc=gpu -S %s -o %t/gpu.s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty %}
// RUN: %if gpu-compile %{ FileCheck %s --check-prefix=ASM --input-file=%t/gpu.s %}

// -E, -E -dM, -M, -MM and -S do what clang does (the drop-in driver that
// Make and CMake expect): the preprocessor on the user's source as the
// OpenACC parse sees it (_OPENACC defined, the OpenACC directives kept, to
// stdout or -o), its dependencies, and the translation compiled to
// assembly (NAME.s, or -o; on the GPU the host's assembly, as clang -S
// writes it). They produced nothing before (lib/Driver/Driver.cpp).

#include "Inputs/depfile.h"

// PP: int scale = 2;
int scale = DEPFILE_SCALE;
// PP: #pragma acc parallel loop copy(a[0:n])
// DM: #define DEPFILE_SCALE 2
// DM: #define _OPENACC 202211
// MM: preprocess-assemble.o: {{.*}}preprocess-assemble.c
// MM: Inputs{{/|\\}}depfile.h
// ASM: scaled
// QUIET-NOT: warning

void scaled(int n, int *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= scale;
}
