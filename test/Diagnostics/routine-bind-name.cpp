// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=gpu -DMEMBER -DVALID_ONLY -fsyntax-only %s
// RUN: %accc -acc=host -DMEMBER -DVALID_ONLY -fsyntax-only %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -DVALID_ONLY %s -o %t.host && %t.host
// RUN: %if gpu-compile %{ %accc -acc=gpu -DVALID_ONLY -c %s -o %t.o %}

// routine bind(name) (OpenACC 3.3 sec. 2.15.1): device code calls `name`
// in place of the function, which accc translates to OpenMP's `declare
// variant(name)`. The name must be a function declared before the
// directive, of the function's type, found as a call in the function's scope
// would find it (lib/Frontend/ConstructCollector.cpp, checkBindName). A
// fuzzing find: an undeclared name was accepted and the GPU compile failed
// on the generated OpenMP.

namespace phys {
#pragma acc routine seq
float onDevice(float x) { return x + 1; }
float onDevice(int x); // an overload of another type: the one that fits is used

#pragma acc routine seq bind(onDevice)
float kernelValue(float x) { return x; }

} // namespace phys

#ifdef MEMBER
// bind on a static member function to another (RoutineToOMP.cpp rule 6c;
// the member forms' errors: routine-bind-member.cpp).
struct Table {
#pragma acc routine seq
  static float fast(float x) { return x * 2; }
#pragma acc routine seq bind(fast)
  static float slow(float x) { return x * 2; }
};
#endif

#ifndef VALID_ONLY
int toInt(int x);
// expected-error@+1 {{'bind(undeclaredName)' names no function declared before this 'routine' directive or after it in its scope: device code would call 'undeclaredName' in place of the function}}
#pragma acc routine seq bind(undeclaredName)
float a(float x) { return x; }

// expected-error@+1 {{'bind(toInt)' names a function of type 'int (int)', but device code calls it in place of 'b', of type 'float (float)'}}
#pragma acc routine seq bind(toInt)
float b(float x) { return x; }

// A function declared after the directive in another scope does not count.
// expected-error@+1 {{'bind(laterElsewhere)' names no function declared before this 'routine' directive}}
#pragma acc routine seq bind(laterElsewhere)
float c(float x) { return x; }
namespace other {
float laterElsewhere(float x);
}
// Declared later in the same scope but of another type.
// expected-error@+1 {{'bind(laterOtherType)' names a function of type 'int (int)'}}
#pragma acc routine seq bind(laterOtherType)
float d(float x) { return x; }
int laterOtherType(int x);
#endif

// Declared later in the function's scope: accepted; the translation
// declares it before its `declare variant` (test/Execution/routine-bind.c).
#pragma acc routine seq bind(declaredLater)
float e(float x) { return x; }
float declaredLater(float x) { return x + 1; }

float sum(const float *p, int n) {
  float s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(p[0:n])
  for (int i = 0; i < n; ++i)
    s += phys::kernelValue(p[i]);
  return s;
}

int main() {
  float p[4] = {1, 2, 3, 4};
  return sum(p, 4) == 10 ? 0 : 1;
}
