// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=expected,gpu %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -DVALID_ONLY -Wno-accc-ignored-clause -c %s -o %t.o %}

// Frontend/RoutineBind.cpp rule 7 (fuzzing finds of seed 16, each failed
// the GPU build on the generated OpenMP):
// - a bind to the routine's own function changes nothing: a warning (OpenMP
//   rejects a function as its own variant);
// - a static routine bound by name to a function that is not static: the
//   variant is a static declaration of that function's symbol
//   (test/Execution/routine-bind.c runs it);
// - a routine that is not static bound to a static function: no variant can
//   name it (OpenMP asks for the same storage class), an error for the GPU.

#pragma acc routine seq
float onDevice(float x) { return x + 100; }

// expected-warning@+1 {{'bind' names 'self', the function this 'routine' directive applies to: device code calls it, as without 'bind'}}
#pragma acc routine seq bind(self)
float self(float x) { return x; }

// expected-warning@+1 {{'bind' names 'selfBySymbol', the function}}
#pragma acc routine seq bind("selfBySymbol")
float selfBySymbol(float x) { return x; }

#pragma acc routine seq bind(onDevice)
static float staticToExtern(float x) { return x + 3; }

#ifndef VALID_ONLY
#pragma acc routine seq
static float local(float x) { return x + 1; }

// gpu-error@+1 {{'bind(local)' names a static function, but 'externToStatic' is not static: OpenMP's declare variant, which accc translates 'bind' to, asks for the function's storage class; make 'externToStatic' static or bind a function that is not}}
#pragma acc routine seq bind(local)
float externToStatic(float x) { return x + 3; }
#endif

float use(float x) {
  float r = 0;
#pragma acc parallel copy(r)
  r = self(x) + selfBySymbol(x) + staticToExtern(x)
#ifndef VALID_ONLY
      + externToStatic(x)
#endif
      ;
  return r;
}
