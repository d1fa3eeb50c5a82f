// RUN: %accc -acc=host -c %s -o %t.o
// RUN: %accc++ -acc=host %t.o -o %t.exe && %t.exe | FileCheck %s
// RUN: %accc++ -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s

// accc++ is the C++ driver, as clang++ is clang's: a link is a C++ link,
// also of objects alone (CMake links a C++ target as `accc++ a.o b.o -o
// app`; accc linked objects with the C driver: undefined references to
// libstdc++). It is a link to accc in bin/, installed with it.

#include <cstdio>
#include <string>
#include <vector>

int main() {
  std::vector<double> v(1000, 1.0);
  double *p = v.data();
  int n = (int)v.size();
  double s = 0;
#pragma acc parallel loop copyin(p[0:n]) reduction(+ : s)
  for (int i = 0; i < n; ++i)
    s += p[i];
  std::string Text = "sum " + std::to_string((int)s);
  // CHECK: sum 1000
  std::printf("%s\n", Text.c_str());
  return 0;
}
