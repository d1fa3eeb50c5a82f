// RUN: %accc -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

// Members are supported in data clauses (copy(d) in a member function maps
// this->d), in private and firstprivate (member-private.cpp), in use_device
// and in reductions (member-reduction.c).
struct Grid {
  float d[64];
  float *p;
  int count;
  void clear() {
    #pragma acc parallel loop copy(d)
    for (int i = 0; i < 64; ++i)
      d[i] = 0;
    #pragma acc host_data use_device(p)
    p[0] = 0;
    #pragma acc parallel loop reduction(+:count)
    for (int i = 0; i < 64; ++i)
      count += 1;
  }
};
