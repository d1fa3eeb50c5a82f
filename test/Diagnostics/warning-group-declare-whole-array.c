// -Waccc-declare-whole-array: a subarray that is part of a file-scope array
// in a `declare` directive. OpenMP's declare target names whole variables,
// so the whole array gets the device copy (DataDirectives.cpp,
// analyzeDeclare; test/Translate/declare-file-subarray.c has the
// translation and results). A subarray of a pointer stays an error.
// RUN: %accc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -acc=host -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %accc -fsyntax-only -Wno-accc-declare-whole-array %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -fsyntax-only -Werror=accc-declare-whole-array %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %accc -fsyntax-only -DPOINTER %s 2>&1 | FileCheck %s --check-prefix=PTR
// NONE-NOT: warning:
// WARN-NOT: warning:

#define N 64
double whole[N], part[N], rows[N][8];
// Whole extents: no warning.
#pragma acc declare create(whole[0:N], rows[:][0:8])
// WARN: warning-group-declare-whole-array.c:[[@LINE+2]]:28: warning: 'part[1:N-1]' is part of the array 'part': the whole array gets the device copy for the program, as OpenMP's 'declare target' names whole variables, so its other elements are present too [-Waccc-declare-whole-array]
// ERR: warning-group-declare-whole-array.c:[[@LINE+1]]:28: error: 'part[1:N-1]' is part {{.*}} [-Werror,-Waccc-declare-whole-array]
#pragma acc declare create(part[1:N-1])
// WARN-NOT: warning:

#ifdef POINTER
double *p;
// PTR: warning-group-declare-whole-array.c:[[@LINE+1]]:28: error: subarray 'p[0:N]' in a 'declare' directive at file scope must be of an array variable: a pointer's target is not known when the program starts
#pragma acc declare create(p[0:N])
#endif
