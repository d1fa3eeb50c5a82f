// RUN: %accc -fsyntax-only -Xclang -verify %s

// Members are supported in data clauses (copy(d) in a member function maps
// this->d), not yet in data sharing clauses nor in use_device.
struct Grid {
  float d[64];
  float *p;
  void clear() {
    #pragma acc parallel loop copy(d)
    for (int i = 0; i < 64; ++i)
      d[i] = 0;
    // expected-error@+1 {{'p' in a 'use_device' clause is not supported yet: use a variable name or a subarray}}
    #pragma acc host_data use_device(p)
    p[0] = 0;
  }
};
