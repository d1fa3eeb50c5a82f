// RUN: %accc -acc=host -pedantic -Werror -c %s -o %t.o
// RUN: %accc -acc=host -DFLAG=1 -c %s -o %t.o 2>&1 | FileCheck --check-prefix=REDEF %s
// RUN: %accc -acc=host -Weverything -Wno-poison-system-directories -Wno-unsafe-buffer-usage -Werror -c %s -o %t.o
// RUN: %accc -acc=host -v -c %s -o %t.o 2>&1 | FileCheck --check-prefix=VERBOSE %s

// A source translated through its preprocessed unit (its directive comes
// from a macro) builds with the user's strict warning flags: the unit's line
// markers are accc's, not the user's GNU extension (-pedantic); a warning
// of the preprocessor comes once; openacc.h is a system header
// (-Weverything); -v shows clang's own commands and include search paths
// (CMake reads them).
#include <openacc.h>
#define FLAG
#define ACC(x) _Pragma(#x)

int sum(const int *a, int n);
int sum(const int *a, int n) {
  int s = 0;
  ACC(acc parallel loop reduction(+:s) copyin(a[0:n]))
  for (int i = 0; i < n; ++i)
    s += a[i];
#ifdef FLAG
  s += acc_get_device_type() == acc_device_host;
#endif
  return s;
}

// REDEF: unit-warning-flags.c:13:9: warning: 'FLAG' macro redefined
// REDEF-NOT: macro redefined
// VERBOSE: #include <...> search starts here:
