// RUN: rm -rf %t && mkdir -p %t
// RUN: %accc -acc=host -c %s -o %t/a.o -MMD -MF %t/a.dep
// RUN: FileCheck %s --input-file=%t/a.dep
// RUN: not grep accc- %t/a.dep
// RUN: %accc -acc=host -c %s -o %t/b.o -MD
// RUN: FileCheck %s --input-file=%t/b.d
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t/c.o -MMD %}
// RUN: %if gpu-compile %{ FileCheck %s --input-file=%t/c.d %}

// -MD / -MMD (with or without -MF): the dependency file names the user's
// source and headers, not the translation's temporary file, so Make and
// Ninja rebuild when either changes (lib/Driver/Driver.cpp,
// fixDependencyFile).
// CHECK: .o:
// CHECK: {{/|\\}}Driver{{/|\\}}depfile.c
// CHECK: Inputs{{/|\\}}depfile.h

#include "Inputs/depfile.h"

int scaled(int n, int *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= DEPFILE_SCALE;
  return n;
}
